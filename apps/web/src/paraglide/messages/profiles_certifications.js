/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_CertificationsInputs */

const en_profiles_certifications = /** @type {(inputs: Profiles_CertificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certifications`)
};

const ur_profiles_certifications = /** @type {(inputs: Profiles_CertificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سرٹیفیکیشنز`)
};

/**
* | output |
* | --- |
* | "Certifications" |
*
* @param {Profiles_CertificationsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_certifications = /** @type {((inputs?: Profiles_CertificationsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_CertificationsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_certifications(inputs)
	return en_profiles_certifications(inputs)
});