/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_WithdrawnInputs */

const en_status_withdrawn = /** @type {(inputs: Status_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawn`)
};

const ur_status_withdrawn = /** @type {(inputs: Status_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`واپس لیا گیا`)
};

/**
* | output |
* | --- |
* | "Withdrawn" |
*
* @param {Status_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const status_withdrawn = /** @type {((inputs?: Status_WithdrawnInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_WithdrawnInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_status_withdrawn(inputs)
	return en_status_withdrawn(inputs)
});