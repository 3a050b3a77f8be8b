/**
* | output |
* | --- |
* | "Failed to start conversation. Please try again." |
*
* @param {Messages_Start_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const messages_start_failed: ((inputs?: Messages_Start_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Start_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Start_FailedInputs = {};
