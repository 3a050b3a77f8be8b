/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Delivery_TimeInputs */

const en_jobs_delivery_time = /** @type {(inputs: Jobs_Delivery_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery Time`)
};

const ur_jobs_delivery_time = /** @type {(inputs: Jobs_Delivery_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ڈیلیوری کا وقت`)
};

/**
* | output |
* | --- |
* | "Delivery Time" |
*
* @param {Jobs_Delivery_TimeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_delivery_time = /** @type {((inputs?: Jobs_Delivery_TimeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Delivery_TimeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_delivery_time(inputs)
	return en_jobs_delivery_time(inputs)
});