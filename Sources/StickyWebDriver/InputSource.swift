/// One input source of a W3C Actions command and its actions.
public struct InputSource: Sendable {
  public enum Action: Sendable {
    case pause(durationMS: Int)
    case keyDown(String)
    case keyUp(String)
    case pointerMove(x: Double, y: Double, durationMS: Int)
    case pointerDown
    case pointerUp
    case scroll(x: Double, y: Double, deltaX: Double, deltaY: Double, durationMS: Int)

    var json: [String: Any] {
      switch self {
      case .pause(let duration): ["type": "pause", "duration": duration]
      case .keyDown(let key): ["type": "keyDown", "value": key]
      case .keyUp(let key): ["type": "keyUp", "value": key]
      case .pointerMove(let x, let y, let duration):
        [
          "type": "pointerMove", "x": Int(x.rounded()), "y": Int(y.rounded()),
          "duration": duration, "origin": "viewport",
        ]
      case .pointerDown: ["type": "pointerDown", "button": 0]
      case .pointerUp: ["type": "pointerUp", "button": 0]
      case .scroll(let x, let y, let deltaX, let deltaY, let duration):
        [
          "type": "scroll", "x": Int(x.rounded()), "y": Int(y.rounded()),
          "deltaX": Int(deltaX.rounded()), "deltaY": Int(deltaY.rounded()),
          "duration": duration, "origin": "viewport",
        ]
      }
    }
  }

  public var type: String
  public var id: String
  public var pointerType: String?
  public var actions: [Action]

  public static func wheel(_ actions: [Action]) -> InputSource {
    InputSource(type: "wheel", id: "wheel", actions: actions)
  }

  public static func mouse(_ actions: [Action]) -> InputSource {
    InputSource(type: "pointer", id: "mouse", pointerType: "mouse", actions: actions)
  }

  public static func keyboard(_ actions: [Action]) -> InputSource {
    InputSource(type: "key", id: "keyboard", actions: actions)
  }

  var json: [String: Any] {
    var object: [String: Any] = ["type": type, "id": id, "actions": actions.map(\.json)]
    if let pointerType { object["parameters"] = ["pointerType": pointerType] }
    return object
  }
}
