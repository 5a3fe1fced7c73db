public enum PlaceholderCLI {}
