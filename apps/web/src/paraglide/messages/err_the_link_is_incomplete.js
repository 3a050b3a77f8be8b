/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_The_Link_Is_IncompleteInputs */

const en_err_the_link_is_incomplete = /** @type {(inputs: Err_The_Link_Is_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link is incomplete`)
};

const ur_err_the_link_is_incomplete = /** @type {(inputs: Err_The_Link_Is_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لنک نامکمل ہے`)
};

/**
* | output |
* | --- |
* | "The link is incomplete" |
*
* @param {Err_The_Link_Is_IncompleteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_the_link_is_incomplete = /** @type {((inputs?: Err_The_Link_Is_IncompleteInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_The_Link_Is_IncompleteInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_the_link_is_incomplete(inputs)
	return en_err_the_link_is_incomplete(inputs)
});