/**
* | output |
* | --- |
* | "No messages between the parties." |
*
* @param {Disputes_No_MessagesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_no_messages: ((inputs?: Disputes_No_MessagesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_No_MessagesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_No_MessagesInputs = {};
