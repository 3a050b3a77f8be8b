/**
* | output |
* | --- |
* | "Could not load messages. Please try again." |
*
* @param {Admin_Messages_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_messages_failed: ((inputs?: Admin_Messages_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Messages_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Messages_FailedInputs = {};
