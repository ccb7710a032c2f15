// STUB: replaced by the real entry point.
import PantographShell
print("pantograph")
