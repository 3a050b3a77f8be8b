/**
* | output |
* | --- |
* | "Message clients and freelancers instantly, share details and stay in touch." |
*
* @param {Howitworks_Chat_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_chat_text: ((inputs?: Howitworks_Chat_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_Chat_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_Chat_TextInputs = {};
