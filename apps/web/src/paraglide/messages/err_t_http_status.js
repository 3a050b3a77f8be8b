/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Err_T_Http_StatusInputs */

const en_err_t_http_status = /** @type {(inputs: Err_T_Http_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HTTP error! status: ${i?.status}`)
};

const ur_err_t_http_status = /** @type {(inputs: Err_T_Http_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`سرور کی خرابی (کوڈ ${i?.status})`)
};

/**
* | output |
* | --- |
* | "HTTP error! status: {status}" |
*
* @param {Err_T_Http_StatusInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_http_status = /** @type {((inputs: Err_T_Http_StatusInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Http_StatusInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_http_status(inputs)
	return en_err_t_http_status(inputs)
});