/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Profedit_Server_ErrorInputs */

const en_profedit_server_error = /** @type {(inputs: Profedit_Server_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Server error: HTTP error! status: ${i?.status}`)
};

const ur_profedit_server_error = /** @type {(inputs: Profedit_Server_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`سرور میں خرابی (اسٹیٹس ${i?.status})`)
};

/**
* | output |
* | --- |
* | "Server error: HTTP error! status: {status}" |
*
* @param {Profedit_Server_ErrorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_server_error = /** @type {((inputs: Profedit_Server_ErrorInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Server_ErrorInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_server_error(inputs)
	return en_profedit_server_error(inputs)
});