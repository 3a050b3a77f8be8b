/**
* | output |
* | --- |
* | "Open user menu:" |
*
* @param {User_Open_MenuInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const user_open_menu: ((inputs?: User_Open_MenuInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<User_Open_MenuInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type User_Open_MenuInputs = {};
