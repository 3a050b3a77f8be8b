/**
* | output |
* | --- |
* | ". You can still read your messages and withdraw money already released to you. You can appeal until {date} through the" |
*
* @param {Admin_Suspended_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_suspended_text: ((inputs: Admin_Suspended_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Suspended_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Suspended_TextInputs = {
    date: NonNullable<unknown>;
};
