/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_In_ProgressInputs */

const en_status_in_progress = /** @type {(inputs: Status_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In progress`)
};

const ur_status_in_progress = /** @type {(inputs: Status_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاری`)
};

/**
* | output |
* | --- |
* | "In progress" |
*
* @param {Status_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const status_in_progress = /** @type {((inputs?: Status_In_ProgressInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_In_ProgressInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_status_in_progress(inputs)
	return en_status_in_progress(inputs)
});