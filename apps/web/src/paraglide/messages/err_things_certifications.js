/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Things_CertificationsInputs */

const en_err_things_certifications = /** @type {(inputs: Err_Things_CertificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`certifications`)
};

const ur_err_things_certifications = /** @type {(inputs: Err_Things_CertificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سرٹیفکیشنز`)
};

/**
* | output |
* | --- |
* | "certifications" |
*
* @param {Err_Things_CertificationsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_things_certifications = /** @type {((inputs?: Err_Things_CertificationsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Things_CertificationsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_things_certifications(inputs)
	return en_err_things_certifications(inputs)
});