/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Education_FailedInputs */

const en_profedit_education_failed = /** @type {(inputs: Profedit_Education_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to add education`)
};

const ur_profedit_education_failed = /** @type {(inputs: Profedit_Education_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعلیم شامل نہیں ہو سکی`)
};

/**
* | output |
* | --- |
* | "Failed to add education" |
*
* @param {Profedit_Education_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_education_failed = /** @type {((inputs?: Profedit_Education_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Education_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_education_failed(inputs)
	return en_profedit_education_failed(inputs)
});