/**
* | output |
* | --- |
* | "Sandbox: moves no real money" |
*
* @param {Contracts_Sandbox_MethodInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_sandbox_method: ((inputs?: Contracts_Sandbox_MethodInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Sandbox_MethodInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Sandbox_MethodInputs = {};
