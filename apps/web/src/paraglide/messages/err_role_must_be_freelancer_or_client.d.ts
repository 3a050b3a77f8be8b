/**
* | output |
* | --- |
* | "Role must be freelancer or client" |
*
* @param {Err_Role_Must_Be_Freelancer_Or_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_role_must_be_freelancer_or_client: ((inputs?: Err_Role_Must_Be_Freelancer_Or_ClientInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Role_Must_Be_Freelancer_Or_ClientInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Role_Must_Be_Freelancer_Or_ClientInputs = {};
