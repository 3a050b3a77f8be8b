/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_Close_JobInputs */

const en_jobown_close_job = /** @type {(inputs: Jobown_Close_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close Job`)
};

const ur_jobown_close_job = /** @type {(inputs: Jobown_Close_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب بند کریں`)
};

/**
* | output |
* | --- |
* | "Close Job" |
*
* @param {Jobown_Close_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_close_job = /** @type {((inputs?: Jobown_Close_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Close_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_close_job(inputs)
	return en_jobown_close_job(inputs)
});