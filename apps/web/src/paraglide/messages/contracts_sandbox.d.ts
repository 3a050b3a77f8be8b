/**
* | output |
* | --- |
* | "Sandbox payments: no real money is charged or paid out." |
*
* @param {Contracts_SandboxInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_sandbox: ((inputs?: Contracts_SandboxInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_SandboxInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_SandboxInputs = {};
