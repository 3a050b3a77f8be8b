/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_OpenInputs */

const en_status_open = /** @type {(inputs: Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

const ur_status_open = /** @type {(inputs: Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کھلی`)
};

/**
* | output |
* | --- |
* | "Open" |
*
* @param {Status_OpenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const status_open = /** @type {((inputs?: Status_OpenInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_OpenInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_status_open(inputs)
	return en_status_open(inputs)
});