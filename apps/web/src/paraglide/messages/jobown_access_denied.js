/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Access_DeniedInputs */

const en_jobown_access_denied = /** @type {(inputs: Jobown_Access_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access Denied`)
};

const ur_jobown_access_denied = /** @type {(inputs: Jobown_Access_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رسائی نہیں ہے`)
};

/**
* | output |
* | --- |
* | "Access Denied" |
*
* @param {Jobown_Access_DeniedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_access_denied = /** @type {((inputs?: Jobown_Access_DeniedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Access_DeniedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_access_denied(inputs)
	return en_jobown_access_denied(inputs)
});