/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_Browse_JobsInputs */

const en_howitworks_browse_jobs = /** @type {(inputs: Howitworks_Browse_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse Jobs`)
};

const ur_howitworks_browse_jobs = /** @type {(inputs: Howitworks_Browse_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جابز دیکھیں`)
};

/**
* | output |
* | --- |
* | "Browse Jobs" |
*
* @param {Howitworks_Browse_JobsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_browse_jobs = /** @type {((inputs?: Howitworks_Browse_JobsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_Browse_JobsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_browse_jobs(inputs)
	return en_howitworks_browse_jobs(inputs)
});