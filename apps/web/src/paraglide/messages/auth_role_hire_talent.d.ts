/**
* | output |
* | --- |
* | "Hire Talent" |
*
* @param {Auth_Role_Hire_TalentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_role_hire_talent: ((inputs?: Auth_Role_Hire_TalentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Role_Hire_TalentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Role_Hire_TalentInputs = {};
