/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_No_CertificationsInputs */

const en_profiles_no_certifications = /** @type {(inputs: Profiles_No_CertificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No certifications added yet`)
};

const ur_profiles_no_certifications = /** @type {(inputs: Profiles_No_CertificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی کوئی سرٹیفیکیشن شامل نہیں کی گئی`)
};

/**
* | output |
* | --- |
* | "No certifications added yet" |
*
* @param {Profiles_No_CertificationsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_no_certifications = /** @type {((inputs?: Profiles_No_CertificationsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_No_CertificationsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_no_certifications(inputs)
	return en_profiles_no_certifications(inputs)
});