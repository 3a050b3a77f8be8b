/**
* | output |
* | --- |
* | "Yesterday" |
*
* @param {Messages_YesterdayInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_yesterday: ((inputs?: Messages_YesterdayInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_YesterdayInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_YesterdayInputs = {};
