/**
* | output |
* | --- |
* | "Community members" |
*
* @param {Auth_Aside_MembersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_aside_members: ((inputs?: Auth_Aside_MembersInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Aside_MembersInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Aside_MembersInputs = {};
