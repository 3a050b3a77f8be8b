/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} User_My_ProposalsInputs */

const en_user_my_proposals = /** @type {(inputs: User_My_ProposalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Proposals`)
};

const ur_user_my_proposals = /** @type {(inputs: User_My_ProposalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میرے پروپوزلز`)
};

/**
* | output |
* | --- |
* | "My Proposals" |
*
* @param {User_My_ProposalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const user_my_proposals = /** @type {((inputs?: User_My_ProposalsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<User_My_ProposalsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_user_my_proposals(inputs)
	return en_user_my_proposals(inputs)
});