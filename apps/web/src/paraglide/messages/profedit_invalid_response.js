/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Invalid_ResponseInputs */

const en_profedit_invalid_response = /** @type {(inputs: Profedit_Invalid_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Server returned invalid response. Please check if the backend is running.`)
};

const ur_profedit_invalid_response = /** @type {(inputs: Profedit_Invalid_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سرور سے درست جواب نہیں آیا۔ براہ کرم دیکھیں کہ بیک اینڈ چل رہا ہے یا نہیں۔`)
};

/**
* | output |
* | --- |
* | "Server returned invalid response. Please check if the backend is running." |
*
* @param {Profedit_Invalid_ResponseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_invalid_response = /** @type {((inputs?: Profedit_Invalid_ResponseInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Invalid_ResponseInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_invalid_response(inputs)
	return en_profedit_invalid_response(inputs)
});