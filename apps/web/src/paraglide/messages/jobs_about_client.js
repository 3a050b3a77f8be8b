/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_About_ClientInputs */

const en_jobs_about_client = /** @type {(inputs: Jobs_About_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About the Client`)
};

const ur_jobs_about_client = /** @type {(inputs: Jobs_About_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کلائنٹ کے بارے میں`)
};

/**
* | output |
* | --- |
* | "About the Client" |
*
* @param {Jobs_About_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_about_client = /** @type {((inputs?: Jobs_About_ClientInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_About_ClientInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_about_client(inputs)
	return en_jobs_about_client(inputs)
});