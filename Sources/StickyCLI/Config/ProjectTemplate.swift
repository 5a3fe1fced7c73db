import StickyFormats

/// The files `config init` writes, in canonical form so that `config fmt
/// --check` passes on a new project. Each names its schema, written beside
/// them, so an editor checks it as it is typed: the JSON files their JSON
/// Schema, the XML files the XML Schema.
enum ProjectTemplate {
  static var files: [(path: String, text: String)] {
    [
      (ProjectConfig.fileName, config),
      ("screens/sticky-cell.xml", stickyCell),
      ("screens/section-headers.json", sectionHeaders),
      ("schemas/config.schema.json", ConfigSchemaCommand.text(.config, form: .json)),
      ("schemas/layout.schema.json", ConfigSchemaCommand.text(.layout, form: .json)),
      ("schemas/layout.xsd", ConfigSchemaCommand.text(.layout, form: .xsd)),
    ]
  }

  static let config = """
    {
      "$schema": "schemas/config.schema.json",
      "version": 1,
      "title": "Scroll previews",
      "screens": ["screens/*.xml", "screens/*.json"],
      "output": "_site"
    }

    """

  static let stickyCell = """
    <!-- A sticky cell: row 25 stays on screen, pinned to the bottom edge while its place is
         below and to the top edge once its place has scrolled above. -->
    <screen xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="../schemas/layout.xsd" id="sticky-cell" title="Sticky cell" device="iphone-se">
      <bar edge="top" height="44" label="Items"/>
      <scroll>
        <list id="items" count="50" rowHeights="44 60" label="Item {n}">
          <pin index="25" edge="both"/>
        </list>
      </scroll>
    </screen>

    """

  static let sectionHeaders = """
    {
      "$schema": "../schemas/layout.schema.json",
      "//": "Section headers stick under the top bar until the next section pushes them away.",
      "type": "screen",
      "id": "section-headers",
      "title": "Section headers",
      "children": [
        {
          "type": "bar",
          "edge": "top",
          "height": 100,
          "label": "Contacts"
        },
        {
          "type": "scroll",
          "children": [
            {
              "type": "stack",
              "id": "section-a",
              "children": [
                {
                  "type": "box",
                  "id": "header-a",
                  "height": 40,
                  "label": "A",
                  "sticky": "top"
                },
                {
                  "type": "list",
                  "id": "names-a",
                  "count": 12,
                  "label": "Name A{n}"
                }
              ]
            },
            {
              "type": "stack",
              "id": "section-b",
              "children": [
                {
                  "type": "box",
                  "id": "header-b",
                  "height": 40,
                  "label": "B",
                  "sticky": "top"
                },
                {
                  "type": "list",
                  "id": "names-b",
                  "count": 12,
                  "label": "Name B{n}"
                }
              ]
            }
          ]
        }
      ]
    }

    """
}
