/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profiles_Jobs_PostedInputs */

const en_profiles_jobs_posted = /** @type {(inputs: Profiles_Jobs_PostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jobs posted`)
};

const ur_profiles_jobs_posted = /** @type {(inputs: Profiles_Jobs_PostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پوسٹ کی گئی جابز`)
};

/**
* | output |
* | --- |
* | "Jobs posted" |
*
* @param {Profiles_Jobs_PostedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_jobs_posted = /** @type {((inputs?: Profiles_Jobs_PostedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profiles_Jobs_PostedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profiles_jobs_posted(inputs)
	return en_profiles_jobs_posted(inputs)
});