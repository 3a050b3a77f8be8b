/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cred_Issue_TitleInputs */

const en_cred_issue_title = /** @type {(inputs: Cred_Issue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issue a credential`)
};

const ur_cred_issue_title = /** @type {(inputs: Cred_Issue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سند جاری کریں`)
};

/**
* | output |
* | --- |
* | "Issue a credential" |
*
* @param {Cred_Issue_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_issue_title = /** @type {((inputs?: Cred_Issue_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cred_Issue_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_cred_issue_title(inputs)
	return en_cred_issue_title(inputs)
});