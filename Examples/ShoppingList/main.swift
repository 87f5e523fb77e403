// Plays a scripted session on a shopping list built with SendingState on HeadlessWidgets,
// printing the one-way flow of every step.
print(await ScriptedSession.run())
