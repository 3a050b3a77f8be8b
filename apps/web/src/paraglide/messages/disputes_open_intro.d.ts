/**
* | output |
* | --- |
* | "Say what went wrong and propose how to share the {currency} in escrow. The other party can accept or counter; either of you can ask a hub mediator to decide,..." |
*
* @param {Disputes_Open_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_open_intro: ((inputs: Disputes_Open_IntroInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Open_IntroInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Open_IntroInputs = {
    currency: NonNullable<unknown>;
};
