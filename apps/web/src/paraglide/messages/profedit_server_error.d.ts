/**
* | output |
* | --- |
* | "Server error: HTTP error! status: {status}" |
*
* @param {Profedit_Server_ErrorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_server_error: ((inputs: Profedit_Server_ErrorInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Server_ErrorInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Server_ErrorInputs = {
    status: NonNullable<unknown>;
};
