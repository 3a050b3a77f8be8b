/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Location_FailedInputs */

const en_profedit_location_failed = /** @type {(inputs: Profedit_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update location`)
};

const ur_profedit_location_failed = /** @type {(inputs: Profedit_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقام اپ ڈیٹ نہیں ہو سکا`)
};

/**
* | output |
* | --- |
* | "Failed to update location" |
*
* @param {Profedit_Location_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_location_failed = /** @type {((inputs?: Profedit_Location_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Location_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_location_failed(inputs)
	return en_profedit_location_failed(inputs)
});