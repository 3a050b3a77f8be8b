/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Certification_FailedInputs */

const en_profedit_certification_failed = /** @type {(inputs: Profedit_Certification_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to add certification`)
};

const ur_profedit_certification_failed = /** @type {(inputs: Profedit_Certification_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سرٹیفیکیشن شامل نہیں ہو سکی`)
};

/**
* | output |
* | --- |
* | "Failed to add certification" |
*
* @param {Profedit_Certification_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_certification_failed = /** @type {((inputs?: Profedit_Certification_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Certification_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_certification_failed(inputs)
	return en_profedit_certification_failed(inputs)
});