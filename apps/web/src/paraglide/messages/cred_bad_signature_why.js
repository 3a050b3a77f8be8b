/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Bad_Signature_WhyInputs */

const en_cred_bad_signature_why = /** @type {(inputs: Cred_Bad_Signature_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The signature does not match any key the programme publishes, so what it says cannot be trusted.`)
};

const ur_cred_bad_signature_why = /** @type {(inputs: Cred_Bad_Signature_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دستخط پروگرام کی شائع کردہ کسی کلید سے مطابقت نہیں رکھتے، اس لیے اس کے مندرجات پر بھروسا نہیں کیا جا سکتا۔`)
};

/**
* | output |
* | --- |
* | "The signature does not match any key the programme publishes, so what it says cannot be trusted." |
*
* @param {Cred_Bad_Signature_WhyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_bad_signature_why = /** @type {((inputs?: Cred_Bad_Signature_WhyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Bad_Signature_WhyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_bad_signature_why(inputs)
	return en_cred_bad_signature_why(inputs)
});