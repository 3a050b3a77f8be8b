/**
* | output |
* | --- |
* | "Fair pricing and fast hiring" |
*
* @param {Auth_Aside_Point_FairInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_aside_point_fair: ((inputs?: Auth_Aside_Point_FairInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Aside_Point_FairInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Aside_Point_FairInputs = {};
