/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_AcceptedInputs */

const en_status_accepted = /** @type {(inputs: Status_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepted`)
};

const ur_status_accepted = /** @type {(inputs: Status_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منظور`)
};

/**
* | output |
* | --- |
* | "Accepted" |
*
* @param {Status_AcceptedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const status_accepted = /** @type {((inputs?: Status_AcceptedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_AcceptedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_status_accepted(inputs)
	return en_status_accepted(inputs)
});