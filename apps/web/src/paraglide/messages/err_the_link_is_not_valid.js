/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_The_Link_Is_Not_ValidInputs */

const en_err_the_link_is_not_valid = /** @type {(inputs: Err_The_Link_Is_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link is not valid`)
};

const ur_err_the_link_is_not_valid = /** @type {(inputs: Err_The_Link_Is_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لنک درست نہیں`)
};

/**
* | output |
* | --- |
* | "The link is not valid" |
*
* @param {Err_The_Link_Is_Not_ValidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_link_is_not_valid = /** @type {((inputs?: Err_The_Link_Is_Not_ValidInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_The_Link_Is_Not_ValidInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_the_link_is_not_valid(inputs)
	return en_err_the_link_is_not_valid(inputs)
});