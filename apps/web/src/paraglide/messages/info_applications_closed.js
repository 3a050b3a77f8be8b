/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Applications_ClosedInputs */

const en_info_applications_closed = /** @type {(inputs: Info_Applications_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications closed`)
};

const ur_info_applications_closed = /** @type {(inputs: Info_Applications_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواستیں بند ہیں`)
};

/**
* | output |
* | --- |
* | "Applications closed" |
*
* @param {Info_Applications_ClosedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_applications_closed = /** @type {((inputs?: Info_Applications_ClosedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Applications_ClosedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_applications_closed(inputs)
	return en_info_applications_closed(inputs)
});