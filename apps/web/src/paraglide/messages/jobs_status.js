/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_StatusInputs */

const en_jobs_status = /** @type {(inputs: Jobs_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const ur_jobs_status = /** @type {(inputs: Jobs_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حیثیت`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Jobs_StatusInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_status = /** @type {((inputs?: Jobs_StatusInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_StatusInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_status(inputs)
	return en_jobs_status(inputs)
});