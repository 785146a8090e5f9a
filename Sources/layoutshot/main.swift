import Foundation
import Layoutshot

exit(LayoutshotTool.main(Array(CommandLine.arguments.dropFirst())))
