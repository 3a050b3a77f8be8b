/**
* | output |
* | --- |
* | "Your password was changed. Other sessions were signed out." |
*
* @param {Err_Your_Password_Was_Changed_Other_Sessions_Were_SiInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_password_was_changed_other_sessions_were_si: ((inputs?: Err_Your_Password_Was_Changed_Other_Sessions_Were_SiInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Your_Password_Was_Changed_Other_Sessions_Were_SiInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Your_Password_Was_Changed_Other_Sessions_Were_SiInputs = {};
