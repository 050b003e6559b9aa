-- AlterTable
ALTER TABLE "UserSettings" ADD COLUMN     "remoteImageSenders" TEXT[] DEFAULT ARRAY[]::TEXT[];
