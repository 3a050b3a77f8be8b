/**
* | output |
* | --- |
* | ". Can appeal until {time}." |
*
* @param {Admin_Appeal_Until_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_appeal_until_text: ((inputs: Admin_Appeal_Until_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Appeal_Until_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Appeal_Until_TextInputs = {
    time: NonNullable<unknown>;
};
