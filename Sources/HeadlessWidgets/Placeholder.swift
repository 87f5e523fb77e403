public import SendingState
