/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Share_JobInputs */

const en_jobown_share_job = /** @type {(inputs: Jobown_Share_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share Job`)
};

const ur_jobown_share_job = /** @type {(inputs: Jobown_Share_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب شیئر کریں`)
};

/**
* | output |
* | --- |
* | "Share Job" |
*
* @param {Jobown_Share_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_share_job = /** @type {((inputs?: Jobown_Share_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Share_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_share_job(inputs)
	return en_jobown_share_job(inputs)
});