/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Language_FailedInputs */

const en_profedit_language_failed = /** @type {(inputs: Profedit_Language_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to add language`)
};

const ur_profedit_language_failed = /** @type {(inputs: Profedit_Language_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`زبان شامل نہیں ہو سکی`)
};

/**
* | output |
* | --- |
* | "Failed to add language" |
*
* @param {Profedit_Language_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_language_failed = /** @type {((inputs?: Profedit_Language_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Language_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_language_failed(inputs)
	return en_profedit_language_failed(inputs)
});