/**
* | output |
* | --- |
* | "You have already reported this; an admin will look at it" |
*
* @param {Err_You_Have_Already_Reported_This_An_Admin_Will_LooInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_have_already_reported_this_an_admin_will_loo: ((inputs?: Err_You_Have_Already_Reported_This_An_Admin_Will_LooInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_You_Have_Already_Reported_This_An_Admin_Will_LooInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_You_Have_Already_Reported_This_An_Admin_Will_LooInputs = {};
