// The phone's pairing page (/p/<code>), in English: the source of keys and placeholders. It reaches the phone as the
// page loader's data, in the phone's own language only.
export const phonePageEn = {
  "page.title": "Send to your car · ParkPlay",
  heading: "Send to your car",
  intro: "Car code {code}. What you send shows on the car's screen, and opens only when someone taps it there.",
  tryAgain: "Try again",
  "address.label": "Address",
  "address.paste": "Paste",
  "address.send": "Send to car",
  "address.empty": "Enter the address to send",
  "address.notWeb": "Only web addresses starting with http:// or https:// can be sent",
  "address.notAddress": "This is not a web address; check the spelling of the site's name",
  "address.tooLong": "Web addresses can be at most {count} characters long",
  "setup.send": "Send my setup",
  "setup.unreadable": "This phone's setup could not be read, so it was not sent. Open ParkPlay's settings on this phone to check it.",
  "form.noIntent": "Choose what to send: an address or your setup.",
  sending: "Sending… waiting for the car.",
  "outcome.delivered": "Sent. Check the car's screen.",
  "outcome.dropped":
    "The car did not come back online within a minute, so nothing was delivered. Check the car's connection, then send again.",
  "outcome.notConnected": "The car is not connected. Open ParkPlay on the car's screen and try again.",
  "outcome.tooMany": "A code takes at most {count} messages a minute. Wait a minute, then send again.",
  "outcome.tooLarge": "This is too big to send to the car: a message can be at most {size} KB.",
  "outcome.expired": "This code has expired. Open 'Send from phone' on the car for a new one.",
  "outcome.limited": "Too many requests from this connection. Wait a minute, then try again.",
} as const;

export type PhonePageMessages = typeof phonePageEn;
